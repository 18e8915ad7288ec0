import type { ModuleDue } from '../../kernel/module'
import type { GameState } from '../../kernel/state'
import { liveCombat } from './scores'
import { claimableField, drawFor, findField, findSeat, seatName } from './table'

/**
 * The banner's one big button in a War of Supremacy game: the cards to turn after a Territory is
 * won, the claim at the start of a turn, the attack (its form) until a creature attacks, then
 * resolving combat, picking up, ending the turn. Each is the rules' next step, so a one-tap step is
 * never refused and a form's pre-filled fields are the ones the rules expect.
 */
export function wosDue(state: GameState): ModuleDue | undefined {
  const wos = state.warOfSupremacy
  if (!wos || wos.outcome) return undefined
  const turn = wos.turn
  const who = seatName(wos, turn.player)
  // Deck Runs Out: "If no player has won the game by the time either the Spell or Creature deck run
  // out of cards, the game will end", prompted as soon as a counted deck is empty.
  const empty = wos.decks && !wos.variants.noFinishInSight ? (['creature', 'spell'] as const).find((d) => wos.decks![d] === 0) : undefined
  if (empty) return { label: `The ${empty} deck ran out: end the game`, command: { kind: 'declareDeckOut', deck: empty } }
  const waiting = wos.fields.find((f) => f.forms.length === 0)
  if (waiting && turn.step !== 'draw') return { label: 'Turn the next combat form and Territory', form: { kind: 'turnCombatForm', fields: { field: waiting.id } } }
  switch (turn.step) {
    case 'claim': {
      const field = claimableField(wos, turn.player)!
      return { label: `${who} takes ${field.territory || 'the Territory'}`, command: { kind: 'claimTerritory', player: turn.player, field: field.id, how: 'defence' } }
    }
    case 'combat': {
      // No creature attacks yet: the attack is what the turn is for, so its form comes first (the
      // form also resolves without one: "if a player decides not to attack ... they still lose").
      // Not against one's own creatures: a defender's own turn resolves in one tap, as before.
      const targets = turn.field === undefined ? wos.fields.filter((f) => f.defender !== turn.player) : []
      if (turn.attackers.length === 0 && (turn.field !== undefined || targets.length > 0)) {
        const at = findField(wos, turn.field) ?? targets[0]!
        // Two Territories to choose from: the form asks which (this one pre-filled).
        const where = targets.length > 1 ? 'a Territory' : at.territory || 'the Territory'
        return { label: `${who}: attack ${where}`, form: { kind: 'playCreature', fields: { player: turn.player, field: at.id } } }
      }
      const field = findField(wos, turn.field) ?? wos.fields[0]!
      const live = liveCombat(field, turn.attackers)
      // Short enough for a phone's banner: the totals, then who comes out on top.
      const result = live.winner === 'attacker' ? `${who} wins` : field.defender ? `${seatName(wos, field.defender)} holds` : 'no one wins'
      return { label: `Resolve combat (${live.attack} v ${live.defence}): ${result}`, command: { kind: 'resolveCombat', player: turn.player, field: field.id } }
    }
    case 'draw': {
      const draw = drawFor(wos, findSeat(wos, turn.player)!)
      const label = draw.pickUp === 0 ? `${who} holds 10 or more: no pick-up` : draw.keep < draw.pickUp ? `${who} picks up ${draw.pickUp}, keeps ${draw.keep}` : `${who} picks up ${draw.pickUp}`
      // Counted decks: the pick-up's form asks how many came from each deck.
      if (wos.decks && draw.pickUp > 0) return { label, form: { kind: 'pickUpCards', fields: { player: turn.player } } }
      return { label, command: { kind: 'pickUpCards', player: turn.player } }
    }
    case 'end':
      return { label: `End ${who}'s turn`, command: { kind: 'endCardTurn', player: turn.player } }
  }
}
