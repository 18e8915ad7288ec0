import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import Dexie from 'dexie'
import { DATABASE_NAME } from '@/persistence/database'
import DatabaseStatusNotice from '@/components/safety/DatabaseStatusNotice.vue'
import HomeView from '@/views/HomeView.vue'
import { visit } from '../support/router'

/** The app's page: the notice over the home screen, as App.vue has them. */
const Page = defineComponent({ render: () => h('div', [h(DatabaseStatusNotice), h(HomeView)]) })

let older: Dexie | undefined
afterEach(() => older?.close())

describe('The saved games held open by an older tab', () => {
  it('the home screen says at once to close the other tab, then lists the games once it is closed', async () => {
    // An older tab of the app (database version 1) that does not let go of the database.
    older = new Dexie(DATABASE_NAME)
    older.version(1).stores({ games: 'id, updatedAt', entries: '[gameId+seq], gameId', snapshots: '[gameId+seq], gameId' })
    older.on('versionchange', () => false)
    await older.open()

    setActivePinia(createPinia())
    await visit('#/')
    const wrapper = mount(Page)
    await vi.waitFor(() => expect(wrapper.find('[data-testid="database-notice"]').exists()).toBe(true))
    const notice = wrapper.get('[data-testid="database-notice"]')
    expect(notice.attributes('role')).toBe('alert')
    expect(notice.text()).toContain('Close the other tab of this app, then reload this one.')
    expect(wrapper.text()).toContain('Waiting for the other tab of this app to close…')
    expect(wrapper.text()).not.toContain('Loading saved games…')

    older.close()
    await vi.waitFor(() => expect(wrapper.find('[data-testid="empty-state"]').exists()).toBe(true))
    expect(wrapper.find('[data-testid="database-notice"]').exists()).toBe(false)
    wrapper.unmount()
  })
})
