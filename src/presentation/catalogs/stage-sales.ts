import { defineCatalog } from '../i18n/words'

/** Sales between players in the Stage tab: the arms bazaar, a foreign territory, a drop-ship order. */
export const STAGE_SALES = {
  armsTitle: 'Arms bazaar: sell forces and weapons',
  armsRule: 'Any terms the players agree to. A sold army or navy is moved to the buyer and swapped for one in the buyer\'s colour. Basic rules, Stage 6, Phase F.',
  seller: 'Seller',
  buyer: 'Buyer',
  recordDelivery: 'Record the delivery moving costs',
  agreedPrice: 'Agreed price (0 for a gift)',
  armsEmpty: 'Choose seller, buyer, what is sold and the agreed price.',
  confirmSale: 'Confirm sale',
  territoryTitle: 'Sell a foreign territory',
  territoryRule: '"Players may sell any foreign territories they occupy during Stage 6 only. The buyer replaces the seller\'s forces with units in his own color." The seller\'s cards in that territory pass to the buyer.',
  sellerArmies: 'Seller\'s armies there (become the buyer\'s)',
  territoryEmpty: 'Choose seller, buyer, the territory, the armies there and the agreed price.',
  dropTitle: 'Drop-ship order',
  dropReading: 'The buyer pays the agreed price when the order is given in Stage 7. If the seller leaves company salaries unpaid in Stage 1, or produces less, the units do not come and nothing is refunded automatically: settle any refund as a payment between players.',
  dropSeller: 'Seller (ships from next Stage 2)',
  resource: 'Resource',
  dropEmpty: 'Choose seller, buyer, resource, units and the agreed price.',
  recordOrder: 'Record the order',
  dropOrder: '{n} {resource} from the seller\'s next Stage 2 production go to the buyer',
  mineral: 'mineral',
} as const

export const stageSaleWords = defineCatalog('stageSales', STAGE_SALES)
