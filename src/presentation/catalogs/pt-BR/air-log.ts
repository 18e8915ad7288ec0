import type { AIR_LOG } from '../air-log'
import type { Translation } from '../../i18n/words'

export const airLog = {
  built: '{power} construiu {n} unidade aérea | {power} construiu {n} unidades aéreas',
  flew: '{power} voou unidades aéreas ({n} território voado) | {power} voou unidades aéreas ({n} territórios voados)',
  flewCargo: '{power} voou unidades aéreas ({n} território voado, {cargo} com carga) | {power} voou unidades aéreas ({n} territórios voados, {cargo} com carga)',
  sold: '{seller} vendeu {units} para {buyer} por {amount}',
  gave: '{seller} deu {units} para {buyer} (um presente)',
  airUnits: '{n} unidade aérea | {n} unidades aéreas',
  attacked: '{attacker} atacou {defender} em {target} com unidades aéreas ({a} contra {d})',
  theMilitia: 'a milícia',
  noDice: 'sem dados',
  bombed: '{power} bombardeou {target} ({defender}) em alta altitude ({dice})',
} satisfies Translation<typeof AIR_LOG>
