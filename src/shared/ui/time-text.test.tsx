import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTC } from '@/shared/format/date';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { DateTimeText, FuzzyTime } from './time-text';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const ISO = new Date(NOW - 30 * 60 * 60 * 1000).toISOString(); // 30 h before: yesterday

describe('time texts', () => {
  it('shows a fuzzy time in UTC+8 with the full date as the tooltip', () => {
    renderWithProviders(<FuzzyTime value={ISO} now={NOW} />);
    const time = screen.getByText('昨天 14:00');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(ISO);
    expect(time.getAttribute('title')).toBe('2026-11-19 14:00:00');
  });

  it('shows the full date', () => {
    renderWithProviders(<DateTimeText value={ISO} />);
    expect(screen.getByText('2026-11-19 14:00:00').tagName).toBe('TIME');
  });

  it('shows "-" for a missing time', () => {
    renderWithProviders(
      <>
        <FuzzyTime value={null} />
        <DateTimeText value="bad" />
      </>,
    );
    expect(screen.getAllByText('-')).toHaveLength(2);
  });

  describe('in English', () => {
    beforeAll(() => activateLocale('en'));
    afterAll(() => activateLocale('zh'));

    it('shows UTC+8 as in Chinese, whatever the browser zone (ADR 0014)', () => {
      const saved = process.env.TZ;
      process.env.TZ = 'America/Los_Angeles';
      try {
        renderWithProviders(<FuzzyTime value={ISO} now={NOW} />);
        expect(screen.getByText('yesterday 14:00').getAttribute('title')).toBe('2026-11-19 14:00:00');
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    });

    it('takes the zone as a parameter', () => {
      renderWithProviders(<FuzzyTime value={ISO} now={NOW} zone={UTC} />);
      expect(screen.getByText('yesterday 06:00').getAttribute('title')).toBe('2026-11-19 06:00:00');
    });
  });
});
