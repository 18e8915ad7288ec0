/** The languages' catalogs loaded on demand, by code (the English ones come with their screens). */
export const TRANSLATIONS = {
  de: () => import('./de'),
  'pt-BR': () => import('./pt-BR'),
} as const
