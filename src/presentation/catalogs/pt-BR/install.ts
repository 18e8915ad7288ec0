import type { INSTALL } from '../install'
import type { Translation } from '../../i18n/words'

export const install = {
  label: 'Instalar o app',
  title: 'Instale o app neste aparelho',
  why: 'Instalado, ele abre como um app, funciona offline e os jogos dele ficam a salvo das limpezas do navegador.',
  install: 'Instalar',
  later: 'Agora não',
  iosShare: 'Toque em Compartilhar (o quadrado com uma seta) na barra do navegador.',
  iosAdd: 'Toque em Adicionar à Tela de Início e depois em Adicionar.',
  iosDone: 'Entendi',
} satisfies Translation<typeof INSTALL>
