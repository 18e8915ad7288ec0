import { ref } from 'vue'

/**
 * Actions being saved right now, shared by the game store and the update prompt. A module of its
 * own so the update prompt (on the home screen) does not pull the rules core into the first load.
 */
export const pendingSaves = ref(0)
