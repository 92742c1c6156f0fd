/**
 * Cluster templates in the creation flow (ADR 0017), in Chromium on the seeded gateway: step 1 offers
 * the EHPC templates the configuration names (att-ehpctpl2), "No template" by default; choosing one sets the deploy
 * mode it states. Screenshots in Chinese/light and English/dark.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './lib/browser';

const browser = useBrowser();
const CREATE = '/pek3/hpc/hpc_clusters/create_ehpc';

describe('cluster templates', () => {
  it('offers the seeded EHPC templates on step 1 and applies the chosen one (Chinese, light)', async () => {
    const page = await browser.current.as('usr-owner');
    await page.goto(CREATE);
    const picker = page.page.getByLabel('集群模板');
    await picker.waitFor({ timeout: 30_000 });
    expect(await picker.inputValue()).toBe('');
    const options = await picker.locator('option').allTextContents();
    expect(options[0]).toBe('不使用模板');
    expect(options.slice(1).map((text) => text.split(' — ')[0])).toEqual(['气象模拟_WRF', 'cfd_solver', 'GPU训练']);
    await picker.selectOption({ index: 2 });
    await page.page.getByText(/^已填写：部署模式：/).waitFor();
    expect(await page.page.getByRole('radio', { name: '精简' }).isChecked()).toBe(true);
    await page.screenshot('cluster-templates-zh-light');
  });

  it('names the templates in English (dark)', async () => {
    const page = await browser.current.as('usr-owner', { locale: 'en', colorScheme: 'dark' });
    await page.goto(CREATE);
    const picker = page.page.getByLabel('Cluster template');
    await picker.waitFor({ timeout: 30_000 });
    await picker.selectOption({ index: 1 });
    await page.page.getByText(/^Filled in: Deploy mode: Standard/).waitFor();
    await page.screenshot('cluster-templates-en-dark');
  });
});
