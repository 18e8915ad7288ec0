import type { MOVES } from '../moves'
import type { Translation } from '../../i18n/words'

export const moves = {
  receives: '{power} recebe {amount}',
  pays: '{power} paga {amount}',
  priceChange: '{resource} {from} → {to}',
  holds: '{power} tem {n} {resource}',
  marketStays: 'Deixe o marcador de {resource} do mercado onde está (fim do Índice de Preços)',
  marketLeft: 'Mova o marcador de {resource} do mercado {n} casa para a esquerda, até {price} | Mova o marcador de {resource} do mercado {n} casas para a esquerda, até {price}',
  marketRight: 'Mova o marcador de {resource} do mercado {n} casa para a direita, até {price} | Mova o marcador de {resource} do mercado {n} casas para a direita, até {price}',
  supplyStays: 'O marcador de {row} de {power} fica em {to}',
  supplyStaysLost: 'O marcador de {row} de {power} fica em {to}; {lost} perdidos (a fileira está cheia)',
  supplyLeft: 'Mova o marcador de {row} de {power} {n} casa para a esquerda, até {to} | Mova o marcador de {row} de {power} {n} casas para a esquerda, até {to}',
  supplyRight: 'Mova o marcador de {row} de {power} {n} casa para a direita, até {to} | Mova o marcador de {row} de {power} {n} casas para a direita, até {to}',
  supplyLeftLost: 'Mova o marcador de {row} de {power} {n} casa para a esquerda, até {to}; {lost} perdidos (a fileira está cheia) | Mova o marcador de {row} de {power} {n} casas para a esquerda, até {to}; {lost} perdidos (a fileira está cheia)',
  supplyRightLost: 'Mova o marcador de {row} de {power} {n} casa para a direita, até {to}; {lost} perdidos (a fileira está cheia) | Mova o marcador de {row} de {power} {n} casas para a direita, até {to}; {lost} perdidos (a fileira está cheia)',
  loanMeter: 'Ponha o marcador de empréstimo de {power} em {amount} (juros de {interest} por vez)',
  forces: '{power} {force}: {from} → {to}',
  giveCard: 'Dê a {power} a carta {name} ({territory}, {n} {resource})',
  takeCard: 'Tire a carta {name} de {power}',
  turnUp: 'Vire a carta {name} de {power} para cima (aberta)',
  turnDown: 'Vire a carta {name} de {power} para baixo (fechada)',
  grain: 'grãos',
  oil: 'petróleo',
  minerals: 'minérios',
  nukes: 'mísseis nucleares',
  lstars: 'L-Stars',
} satisfies Translation<typeof MOVES>
