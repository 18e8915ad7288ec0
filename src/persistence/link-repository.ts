import type { LinkRecord, SupremacyDatabase } from './database'

/**
 * The `links` table: one row per game whose tablet has opened a table link. Read and written
 * only here, so no export, game file or backup (which read games, entries and snapshots) holds a
 * room key or a private key.
 */
export class LinkRepository {
  constructor(private readonly db: SupremacyDatabase) {}

  async load(gameId: string): Promise<LinkRecord | undefined> {
    return this.db.links.get(gameId)
  }

  async save(record: LinkRecord): Promise<void> {
    await this.db.links.put(record)
  }

  async forget(gameId: string): Promise<void> {
    await this.db.links.delete(gameId)
  }
}
