/** The command union is built by the modules (see registry.ts). */
export type { Command, CommandKind } from './registry'
