import type { RuleModule } from '../../kernel/module'
import { decideFightBattle } from './conventional'
import { decideNuclearStrike } from './strategic'
import { decideLstarClash, decideSpaceBlast } from './space'
import { decideCaptureTerritory, decideLiberateTerritory } from './homes'
import { decideClaimSpoils, decideDestroyPower, decideSurrenderZone } from './spoils'
import { decideWithdrawFromZone } from './withdraw'
import { battleEvolvers, battleInverters } from './evolve'
import { battleSettings } from './settings'

/** Stage 4: battles, strikes, home territories and the spoils of war. */
export const battleModule: RuleModule = {
  id: 'battle',
  deciders: {
    fightBattle: decideFightBattle,
    nuclearStrike: decideNuclearStrike,
    spaceBlast: decideSpaceBlast,
    lstarClash: decideLstarClash,
    captureTerritory: decideCaptureTerritory,
    liberateTerritory: decideLiberateTerritory,
    claimSpoils: decideClaimSpoils,
    destroyPower: decideDestroyPower,
    surrenderZone: decideSurrenderZone,
    withdrawFromZone: decideWithdrawFromZone,
  },
  settings: battleSettings,
  evolvers: battleEvolvers,
  inverters: battleInverters,
}
