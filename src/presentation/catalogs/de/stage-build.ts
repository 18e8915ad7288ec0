import type { Translation } from '../../i18n/words'
import type { STAGE_BUILD } from '../stage-build'

export const stageBuild = {
  homeTerritories: 'Heimatgebiete (und angrenzende Meere)',
  foreign: 'Fremde Gebiete oder Meere',
  armiesAndNavies: 'Armeen und Flotten',
  forcesRule: 'Ein Satz (1 Getreide, 1 Öl, 1 Mineral) je angefangene 3 Einheiten, und je {each}. Grundregeln, Phase 6, Abschnitt C.',
  underSiege: 'Belagert: wohin kommen die neuen Streitkräfte?',
  countForces: 'Zähle die Armeen und Flotten, die gebaut werden.',
  buildAndPay: 'Bauen und zahlen',
  nukesAndLstars: 'Atomraketen und L-Stars',
  weaponsRule: 'Eine Atomrakete kostet 1 Mineral und {nuke}; ein L-Star 2 Mineralien und {lstar}; höchstens 12 von jedem; erst nach der Forschung.',
  countWeapons: 'Zähle die Atomraketen und L-Stars, die gebaut werden.',
  research: 'Forschung',
  researchRule: 'Rohstoffstapel mischen, die gesuchte Karte ansagen, Karten einzeln aufdecken: je {each}. Grundregeln, Phase 6, Abschnitt E.',
  nukeCard: 'Atomraketen-Karte',
  lstarCard: 'L-Star-Karte',
  foundIt: 'Gefunden',
  stopped: 'Aufgehört',
  lookingFor: 'Gesucht',
  cardsTurned: 'Aufgedeckte Karten',
  lastCard: 'Die zuletzt aufgedeckte Karte',
  describeResearch: 'Sag, was gesucht wurde, wie viele Karten aufgedeckt wurden und ob sie gefunden wurde.',
  payResearch: 'Forschung bezahlen',
  readingLstarFirst: 'Die L-Star-Karte zu finden bringt nur die Technik: die Regeln bauen keinen ersten L-Star, also kostet jeder L-Star, auch der erste, 2 Mineralien und {lstar}.',
  readingNukeShort: 'Atomraketen-Karte gefunden ohne das Mineral oder die {nuke} für die erste Atomrakete (oder mit voller Atomraketen-Reihe): die aufgedeckten Karten werden bezahlt (je {each}) und die Forschung ist abgeschlossen, aber keine Atomrakete wird gebaut. Die Karte geht zurück in den Stapel, in diesem Zug wird keine Atomrakete gebaut; spätere kosten je 1 Mineral und {nuke}. Um sie sofort zu bauen, vor dem Erfassen der Forschung leihen oder das Mineral besorgen.',
} satisfies Translation<typeof STAGE_BUILD>
