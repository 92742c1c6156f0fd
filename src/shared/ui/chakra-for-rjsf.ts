/**
 * What `@chakra-ui/react` is to @rjsf/chakra-ui in the build (scripts/vite/chakra-plugins.ts, rjsfChakraSystem): Chakra itself,
 * with the console's system as `defaultSystem`. @rjsf/chakra-ui reads `defaultSystem` at load time (its
 * `isValidProperty`, and the iframe provider); Chakra's `defaultSystem` is built from `defaultConfig`, every recipe
 * Chakra has, and would bring them all back into the entry chunk. The console's system has the same base config
 * (utilities, conditions), so `isValidProperty` answers the same.
 */
export * from '@chakra-ui/react';
import { consoleSystem } from './system';

export const defaultSystem = consoleSystem();
