import type { AIR_LOG } from '../air-log'
import type { Translation } from '../../i18n/words'

export const airLog = {
  built: '{power} baute {n} Lufteinheit | {power} baute {n} Lufteinheiten',
  flew: '{power} flog Lufteinheiten ({n} Luft-Gebiet) | {power} flog Lufteinheiten ({n} Luft-Gebiete)',
  flewCargo: '{power} flog Lufteinheiten ({n} Luft-Gebiet, {cargo} mit Fracht) | {power} flog Lufteinheiten ({n} Luft-Gebiete, {cargo} mit Fracht)',
  sold: '{seller} verkaufte {units} für {amount} an {buyer}',
  gave: '{seller} verschenkte {units} an {buyer}',
  airUnits: '{n} Lufteinheit | {n} Lufteinheiten',
  attacked: '{attacker} griff {defender} in {target} mit Lufteinheiten an ({a} gegen {d})',
  theMilitia: 'die Miliz',
  noDice: 'keine Würfel',
  bombed: '{power} bombardierte {target} ({defender}) aus großer Höhe ({dice})',
} satisfies Translation<typeof AIR_LOG>
