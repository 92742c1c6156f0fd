/**
 * Dark mode that follows the system and can be switched: the preference (system, light or dark) is remembered
 * in local storage; "system" tracks prefers-color-scheme live. Chakra's `_dark` styles key on the `dark` class.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ColorModePreference = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'hpc.colorMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function storedPreference(): ColorModePreference {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function apply(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

interface ColorModeValue {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference(preference: ColorModePreference): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ColorModePreference>(storedPreference);
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return undefined;
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const mode: ColorMode = preference === 'system' ? system : preference;
  useEffect(() => apply(mode), [mode]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setPreferenceState(next);
    try {
      if (next === 'system') localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
      else localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  const value = useMemo(() => ({ preference, mode, setPreference }), [preference, mode, setPreference]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode outside ColorModeProvider');
  return value;
}
