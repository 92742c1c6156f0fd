/** The welcome page is shown once per user and then remembered (spec section 9, local storage "welcome shown"). */
export const WELCOME_STORAGE_KEY = 'hpc.welcomeShown';

function shownUsers(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WELCOME_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function welcomeShown(userId: string): boolean {
  return shownUsers().includes(userId);
}

export function rememberWelcomeShown(userId: string): void {
  try {
    const users = shownUsers();
    if (!users.includes(userId)) localStorage.setItem(WELCOME_STORAGE_KEY, JSON.stringify([...users, userId]));
  } catch {
    // Private mode: the welcome may show again next time.
  }
}
