import type { RuleModule } from '../../kernel/module'
import { decideFightBattle } from './conventional'
import { decideNuclearStrike } from './strategic'
import { decideLstarClash, decideSpaceBlast } from './space'
import { decideCaptureTerritory, decideLiberateTerritory } from './homes'
import { decideClaimSpoils, decideDestroyPower, decideSurrenderZone } from './spoils'
import { decideWithdrawFromZone } from './withdraw'
import { decideCaptureNeutralTerritory } from './neutral'
import { decideDeclareBankrupt } from './bankruptcy'
import { battleSettings } from './settings'
import { BATTLE_V1, BATTLE_V2 } from './legacy'
import { decideDeclineCounterattack, followForBattle } from './counterattacks'
import { guardSpoils, spoilsDue } from './spoils-due'

/** Stage 4: battles, strikes, home territories, the spoils of war, and who is out of the game (bankruptcy too). */
export const battleModule: RuleModule = {
  id: 'battle',
  title: 'the basic game’s battles',
  // 2: a surrender is checked for turn and attack, as an attack; 3: a captor records its spoils
  // before it goes bankrupt or is destroyed, and a power whose spoils are unsettled may not bid
  // or borrow (see legacy.ts).
  version: 3,
  legacy: { 1: BATTLE_V1, 2: BATTLE_V2 },
  deciders: {
    fightBattle: decideFightBattle,
    nuclearStrike: decideNuclearStrike,
    spaceBlast: decideSpaceBlast,
    lstarClash: decideLstarClash,
    captureTerritory: decideCaptureTerritory,
    captureNeutralTerritory: decideCaptureNeutralTerritory,
    liberateTerritory: decideLiberateTerritory,
    claimSpoils: decideClaimSpoils,
    destroyPower: decideDestroyPower,
    declareBankrupt: decideDeclareBankrupt,
    surrenderZone: decideSurrenderZone,
    withdrawFromZone: decideWithdrawFromZone,
    declineCounterattack: decideDeclineCounterattack,
  },
  // Its patches are the kernel's slicePatched events on this slice.
  slices: ['war'],
  guard: guardSpoils,
  follow: followForBattle,
  due: spoilsDue,
  settings: battleSettings,
}
