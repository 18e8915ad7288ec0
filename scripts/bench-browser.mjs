// Placeholder until the game screens land: browser figures are added with the e2e suite.
export async function browserFigures({ print }) {
  print('- browser figures: not measured yet')
}
