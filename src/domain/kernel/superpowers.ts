import type { PowerId, Resource } from './ids'

export interface SuperpowerInfo {
  id: PowerId
  /** The rulebook's full name ("Game Board Description"). */
  officialName: string
  /** What players call it at the table. */
  name: string
  /** Short label shown beside the colour everywhere (colour is never the only cue). */
  code: string
  /** Board colour (FACTS.md, "Map names"), tuned so the two greens differ in lightness. */
  color: string
  /** Text colour readable on `color`. */
  onColor: string
  homeTerritories: readonly string[]
}

export const SUPERPOWERS: Readonly<Record<PowerId, SuperpowerInfo>> = {
  'south-america': {
    id: 'south-america',
    officialName: 'Confederacy of South America',
    name: 'South America',
    code: 'SAM',
    color: '#8fd14f',
    onColor: '#10230a',
    homeTerritories: ['Argentina', 'Brazil', 'Peru', 'Venezuela'],
  },
  africa: {
    id: 'africa',
    officialName: 'Federation of African States',
    name: 'Africa',
    code: 'AFR',
    color: '#7d4fc0',
    onColor: '#ffffff',
    homeTerritories: ['Mozambique', 'Nigeria', 'South Africa', 'Zaire'],
  },
  europe: {
    id: 'europe',
    officialName: 'League of European Nations',
    name: 'Europe',
    code: 'EUR',
    color: '#f0891f',
    onColor: '#1f1000',
    homeTerritories: ['British Isles', 'Eastern Europe', 'Western Europe', 'Iberia', 'Scandinavia'],
  },
  china: {
    id: 'china',
    officialName: "People's Republic of China",
    name: 'China',
    code: 'CHN',
    color: '#f4cc2e',
    onColor: '#231c00',
    homeTerritories: ['Manchuria', 'Mongolia', 'Nanling', 'Shantung', 'Tibet'],
  },
  usa: {
    id: 'usa',
    officialName: 'United States of America',
    name: 'USA',
    code: 'USA',
    color: '#1d6b3a',
    onColor: '#ffffff',
    homeTerritories: ['Alaska', 'Eastern U.S.A.', 'Midwest U.S.A.', 'Western U.S.A.'],
  },
  ussr: {
    id: 'ussr',
    officialName: 'Union of Soviet Sovereign Republics',
    name: 'USSR',
    code: 'USSR',
    color: '#c8304f',
    onColor: '#ffffff',
    homeTerritories: ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk'],
  },
}

export interface CatalogCompany {
  name: string
  territory: string
  resource: Resource
  units: number
}

/** FACTS.md, "Resource deck": each superpower's six home companies (after jcjones/Gpremacy). */
export const HOME_COMPANIES: Readonly<Record<PowerId, readonly CatalogCompany[]>> = {
  africa: [
    { name: 'Adams Grain Co.', territory: 'Mozambique', resource: 'grain', units: 3 },
    { name: 'B.W. Reed Co.', territory: 'South Africa', resource: 'grain', units: 2 },
    { name: 'Idah Oil', territory: 'Nigeria', resource: 'oil', units: 3 },
    { name: 'Allen Oil Co.', territory: 'Zaire', resource: 'oil', units: 2 },
    { name: 'Watt & Warren', territory: 'South Africa', resource: 'minerals', units: 3 },
    { name: 'McMorland Mines', territory: 'Mozambique', resource: 'minerals', units: 2 },
  ],
  china: [
    { name: 'Ku-Chan-Li', territory: 'Nanling', resource: 'grain', units: 3 },
    { name: 'Pak-Hoi Grains', territory: 'Shantung', resource: 'grain', units: 2 },
    { name: 'Chin Oil', territory: 'Shantung', resource: 'oil', units: 3 },
    { name: 'Hoppo Oil Co.', territory: 'Nanling', resource: 'oil', units: 2 },
    { name: 'Obo Mines', territory: 'Mongolia', resource: 'minerals', units: 3 },
    { name: 'Min-Shan Mines', territory: 'Manchuria', resource: 'minerals', units: 2 },
  ],
  europe: [
    { name: 'Gauthier Grains', territory: 'Western Europe', resource: 'grain', units: 3 },
    { name: 'Huber Grain Co.', territory: 'Eastern Europe', resource: 'grain', units: 2 },
    { name: 'Presto Oil Co.', territory: 'British Isles', resource: 'oil', units: 3 },
    { name: 'Vardo Oil', territory: 'Scandinavia', resource: 'oil', units: 2 },
    { name: 'Bayer Mines', territory: 'Eastern Europe', resource: 'minerals', units: 3 },
    { name: 'Cordoba Mining Co.', territory: 'Iberia', resource: 'minerals', units: 2 },
  ],
  'south-america': [
    { name: 'Buchardo & Young', territory: 'Argentina', resource: 'grain', units: 3 },
    { name: 'Popayan Grains', territory: 'Venezuela', resource: 'grain', units: 2 },
    { name: 'Inca Oil', territory: 'Venezuela', resource: 'oil', units: 3 },
    { name: 'Sapra Oil Co.', territory: 'Peru', resource: 'oil', units: 2 },
    { name: 'Sammy Mining Co.', territory: 'Brazil', resource: 'minerals', units: 3 },
    { name: 'Pachacuti Mines', territory: 'Peru', resource: 'minerals', units: 2 },
  ],
  ussr: [
    { name: 'Rovno Grains', territory: 'Russia', resource: 'grain', units: 3 },
    { name: 'Haliskie & Baine', territory: 'Kazakh', resource: 'grain', units: 2 },
    { name: 'Baku Oil', territory: 'Kola', resource: 'oil', units: 3 },
    { name: 'Tiksi & Zaliv', territory: 'Yakutsk', resource: 'oil', units: 2 },
    { name: 'Tomsk Mining Co.', territory: 'Siberia', resource: 'minerals', units: 3 },
    { name: 'Kyzyl Mines', territory: 'Buryatsk', resource: 'minerals', units: 2 },
  ],
  usa: [
    { name: 'Bainbridge Grains', territory: 'Midwest U.S.A.', resource: 'grain', units: 3 },
    { name: 'Kain Grain Co.', territory: 'Eastern U.S.A.', resource: 'grain', units: 2 },
    { name: 'Clark Oil Co.', territory: 'Western U.S.A.', resource: 'oil', units: 3 },
    { name: 'Hurren Oil', territory: 'Alaska', resource: 'oil', units: 2 },
    { name: 'Moorhead Mines', territory: 'Midwest U.S.A.', resource: 'minerals', units: 3 },
    { name: 'Reimers Mining Co.', territory: 'Eastern U.S.A.', resource: 'minerals', units: 2 },
  ],
}

/** FACTS.md: independent cards may print 1 to 5 units; players type their own. */
export const COMPANY_UNITS_MIN = 1
export const COMPANY_UNITS_MAX = 5
