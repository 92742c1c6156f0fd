/** The console's Chakra UI system: Chakra's defaults with the console's brand colour and fonts. */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    keyframes: {
      'hpc-loading': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    tokens: {
      /* eslint-disable lingui/no-unlocalized-strings -- font stacks, not text */
      fonts: {
        body: { value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif" },
        heading: { value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
      },
      /* eslint-enable lingui/no-unlocalized-strings */
    },
  },
  globalCss: {
    'html, body, #root': { height: '100%' },
  },
});

export const system = createSystem(defaultConfig, config);
