/**
 * noVNC's one top-level await (core/util/browser.js probes WebCodecs' H.264 decoding before exporting its answer)
 * makes the bundler move its runtime helpers out of the entry chunk into a chunk of their own that the landing page
 * then loads too (1.7 KB gzip). The probe's answer is an exported `let`, read by RFB only when it negotiates encodings
 * (long after the session page's module loaded), so it is set when the probe ends instead of awaited. TigerVNC does
 * not send H.264: nothing waits for it. Build only.
 */
import type { Plugin } from 'vite';

const AWAITED = 'supportsWebCodecsH264Decode = await _checkWebCodecsH264DecodeSupport();';
const SETTLED = 'void _checkWebCodecsH264DecodeSupport().then((supported) => { supportsWebCodecsH264Decode = supported; });';

export function noVncWithoutTopLevelAwait(): Plugin {
  return {
    name: 'hpc:novnc-without-top-level-await',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@novnc[\\/]novnc[\\/]core[\\/]util[\\/]browser\.js$/ },
      handler(code) {
        // A newer noVNC that changed the line fails the build here rather than the bundle's budget silently.
        if (!code.includes(AWAITED))
          throw new Error('noVNC core/util/browser.js no longer has the awaited H.264 probe: see scripts/vite/novnc.ts');
        return { code: code.replace(AWAITED, SETTLED), map: null };
      },
    },
  };
}
