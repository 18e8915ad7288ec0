import { defineCatalog } from '../i18n/words'

/** The Detente standings: each power's valuation line by line, and how far behind the leader it is. */
export const STANDINGS = {
  cash: 'Cash {amount}',
  loans: 'Bank loans {amount}',
  arrears: 'Interest in arrears {amount}',
  line: '{n} {unit} × {each} = {value}',
  grain: 'grain | grain',
  oil: 'oil | oil',
  minerals: 'mineral | minerals',
  companies: 'company | companies',
  forces: 'army or navy | armies and navies',
  nukes: 'nuke | nukes',
  lstars: 'L-star | L-stars',
  behind: '{amount} behind',
  tied: 'Tied for the lead',
  leader: 'Leader',
} as const

export const standingWords = defineCatalog('standings', STANDINGS)
