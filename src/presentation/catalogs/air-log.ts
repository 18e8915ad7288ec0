import { defineCatalog } from '../i18n/words'

/** Air Units' log lines (issue 29): the log keeps the commands; air-units-text.ts words them here. */
export const AIR_LOG = {
  built: '{power} built {n} air unit | {power} built {n} air units',
  flew: '{power} flew air units ({n} air unit-territory) | {power} flew air units ({n} air unit-territories)',
  flewCargo: '{power} flew air units ({n} air unit-territory, {cargo} with cargo) | {power} flew air units ({n} air unit-territories, {cargo} with cargo)',
  sold: '{seller} sold {units} to {buyer} for {amount}',
  gave: '{seller} sold {units} to {buyer} (a gift)',
  airUnits: '{n} air unit | {n} air units',
  attacked: '{attacker} attacked {defender} in {target} with air units ({a} against {d})',
  theMilitia: 'the militia',
  noDice: 'no dice',
  bombed: '{power} bombed {target} ({defender}) from high altitude ({dice})',
} as const

export const airLogWords = defineCatalog('airLog', AIR_LOG)
