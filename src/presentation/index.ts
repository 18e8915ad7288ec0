/** Wording and view models for the screens: import from '@/presentation'. Rules come from '@/domain'. */
export * from './describe'
export * from './setup-helpers'
export * from './ui-selectors'
export * from './labels'
export * from './history'
export * from './standings-ui'
export * from './terms-text'
export * from './endgame-ui'
