import {
  cashInStrip,
  chooseTrade,
  confirmTrade,
  expect,
  marketPrice,
  openTab,
  startGame,
  TABLET,
  test,
  tradePanel,
} from './helpers'

test.use({ viewport: TABLET })

test('a second tab sees the first tab’s sale at once, with no tap, and says it was updated from another tab', async ({ page: pageA, context }) => {
  await pageA.goto('/')
  await startGame(pageA, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Ivan' },
  ])
  await openTab(pageA, 'Market')
  const pageB = await context.newPage()
  await pageB.goto(pageA.url())
  await expect(pageB.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  await expect(cashInStrip(pageB, 'USA')).toContainText('$7,000M')

  const saleA = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
  await chooseTrade(pageA, saleA)
  await confirmTrade(pageA, saleA)
  // Nothing is done in B: its screen follows A's sale by itself.
  await expect(cashInStrip(pageB, 'USA')).toContainText('$8,000M')
  await expect(marketPrice(pageB, 'Oil')).toHaveText('$400M')
  await expect(pageB.getByTestId('remote-update')).toHaveText('Updated from another tab: 1 new action.')
  await expect(pageB.getByRole('alert').filter({ hasText: 'Another tab changed this game.' })).toHaveCount(0)

  // B's next sale is decided on the game as it now stands, and is saved; A follows it in turn.
  const saleB = { power: 'USSR', side: 'sell', resource: 'Grain', units: 1 } as const
  await chooseTrade(pageB, saleB)
  await confirmTrade(pageB, saleB)
  await expect(pageB.getByTestId('remote-update')).toHaveCount(0)
  await expect(cashInStrip(pageA, 'USSR')).toContainText('$7,500M')
  await expect(cashInStrip(pageA, 'USA')).toContainText('$8,000M')
  await openTab(pageA, 'Log')
  await expect(pageA.getByRole('tabpanel', { name: 'Log' }).getByRole('heading', { name: /^Log/ })).toHaveText('Log (3 entries)')
})

// A browser without BroadcastChannel (or a message lost) still cannot fork the game: the write's head check refuses it.
test('a second tab with no BroadcastChannel that acts on an old copy of the game is refused and offered a reload', async ({ page: pageA, context }) => {
  await pageA.goto('/')
  await startGame(pageA, [
    { power: 'USA', player: 'Ann' },
    { power: 'USSR', player: 'Ivan' },
  ])
  await openTab(pageA, 'Market')
  const gameUrl = pageA.url()

  const pageB = await context.newPage()
  await pageB.addInitScript(() => {
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel
  })
  await pageB.goto(gameUrl)
  await expect(pageB.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  await expect(cashInStrip(pageB, 'USA')).toContainText('$7,000M')

  // Tab A: USA sells 2 oil.
  const saleA = { power: 'USA', side: 'sell', resource: 'Oil', units: 2 } as const
  await chooseTrade(pageA, saleA)
  await confirmTrade(pageA, saleA)
  await expect(cashInStrip(pageA, 'USA')).toContainText('$8,000M')

  // Tab B still shows the game before A's sale, and tries its own sale.
  await expect(cashInStrip(pageB, 'USA')).toContainText('$7,000M')
  const saleB = { power: 'USSR', side: 'sell', resource: 'Grain', units: 1 } as const
  await chooseTrade(pageB, saleB)
  await expect(tradePanel(pageB).getByText('USSR receives $500M', { exact: true })).toBeVisible()
  await tradePanel(pageB).getByRole('button', { name: 'Confirm: sell 1 grain' }).click()

  const stale = pageB.getByRole('alert').filter({ hasText: 'Another tab changed this game.' })
  await expect(stale).toBeVisible()
  await expect(stale).toContainText('Reload to see the latest state before you go on.')
  await expect(tradePanel(pageB).getByRole('alert')).toContainText('Nothing was saved from this tab.')
  await expect(tradePanel(pageB).getByRole('status').filter({ hasText: 'Done:' })).toHaveCount(0)
  // Nothing moved on B's screen either.
  await expect(cashInStrip(pageB, 'USSR')).toContainText('$7,000M')
  await expect(marketPrice(pageB, 'Grain')).toHaveText('$500M')

  await stale.getByRole('button', { name: 'Reload' }).click()
  await expect(stale).toBeHidden()
  await expect(pageB.getByRole('tab', { name: 'Market', selected: true })).toBeVisible()
  await expect(cashInStrip(pageB, 'USA')).toContainText('$8,000M')
  await expect(cashInStrip(pageB, 'USSR')).toContainText('$7,000M')
  await expect(marketPrice(pageB, 'Oil')).toHaveText('$400M')
  await expect(marketPrice(pageB, 'Grain')).toHaveText('$500M')
  await expect(tradePanel(pageB).getByRole('alert')).toHaveCount(0)

  await openTab(pageB, 'Log')
  const logB = pageB.getByRole('tabpanel', { name: 'Log' })
  await expect(logB.getByRole('heading', { name: /^Log/ })).toHaveText('Log (2 entries)')
  await expect(logB).toContainText('USA sold 2 oil to the market for $1,000M')
  await expect(logB).not.toContainText('grain to the market')

  // What is stored agrees: a full page load in A shows the same two entries.
  await pageA.reload()
  await openTab(pageA, 'Log')
  const logA = pageA.getByRole('tabpanel', { name: 'Log' })
  await expect(logA.getByRole('heading', { name: /^Log/ })).toHaveText('Log (2 entries)')
  await expect(logA).not.toContainText('grain to the market')
  await expect(cashInStrip(pageA, 'USSR')).toContainText('$7,000M')

  // After its reload, B can act again, and A sees it once A reloads.
  await openTab(pageB, 'Market')
  await chooseTrade(pageB, saleB)
  await confirmTrade(pageB, saleB)
  await expect(cashInStrip(pageB, 'USSR')).toContainText('$7,500M')
  await pageA.reload()
  await expect(cashInStrip(pageA, 'USSR')).toContainText('$7,500M')
})
