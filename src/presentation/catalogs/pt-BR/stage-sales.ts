import type { Translation } from '../../i18n/words'
import type { STAGE_SALES } from '../stage-sales'

export const stageSales = {
  armsTitle: 'Bazar de armas: vender forças e armas',
  armsRule: 'Em quaisquer termos que os jogadores combinarem. Um exército ou marinha vendido passa ao comprador e é trocado por um da cor dele. Regras básicas, Fase 6, Etapa F.',
  seller: 'Vendedor',
  buyer: 'Comprador',
  recordDelivery: 'Registrar os custos de entrega',
  agreedPrice: 'Preço combinado (0 para um presente)',
  armsEmpty: 'Escolha vendedor, comprador, o que é vendido e o preço combinado.',
  confirmSale: 'Confirmar venda',
  territoryTitle: 'Vender um território estrangeiro',
  territoryRule: '"Os jogadores podem vender territórios estrangeiros que ocupam só na Fase 6. O comprador substitui as forças do vendedor por unidades da sua cor." As cartas do vendedor nesse território passam ao comprador.',
  sellerArmies: 'Exércitos do vendedor lá (passam ao comprador)',
  territoryEmpty: 'Escolha vendedor, comprador, o território, os exércitos lá e o preço combinado.',
  dropTitle: 'Pedido de entrega',
  dropReading: 'O comprador paga o preço combinado ao fazer o pedido na Fase 7. Se o vendedor deixar soldos sem pagar na Fase 1, ou produzir menos, as unidades não vêm e nada é reembolsado automaticamente: acerte o reembolso como um pagamento entre jogadores.',
  dropSeller: 'Vendedor (entrega a partir da próxima Fase 2)',
  resource: 'Recurso',
  dropEmpty: 'Escolha vendedor, comprador, recurso, unidades e o preço combinado.',
  recordOrder: 'Registrar o pedido',
  dropOrder: '{n} {resource} da próxima produção (Fase 2) do vendedor vão para o comprador',
  mineral: 'minério',
} satisfies Translation<typeof STAGE_SALES>
