import type { Evolvers, Inverters } from '../../kernel/module'

export const endgameEvolvers: Evolvers = {
  gameEnded: (state, e) => {
    // No `ended` key at all when not ended, so undo restores the state exactly.
    const next = { ...state }
    delete next.ended
    return e.to ? { ...next, ended: e.to } : next
  },
  endTermsChanged: (state, e) => {
    const settings = { ...state.settings }
    delete settings.endTerms
    const agreed = e.to.detente !== undefined || e.to.handicap !== undefined
    return { ...state, settings: agreed ? { ...settings, endTerms: e.to } : settings }
  },
}

export const endgameInverters: Inverters = {
  gameEnded: (e) => ({ ...e, from: e.to, to: e.from }),
  endTermsChanged: (e) => ({ ...e, from: e.to, to: e.from }),
}
