/** What an e-mail and a webhook say of a job's end, in the user's language (English when the console does not know it). */
import type { JobEnd, NotificationRow } from './rows';

type Lang = 'zh' | 'en';

const ENDS: Record<JobEnd, Record<Lang, string>> = {
  finished: { en: 'finished', zh: '已完成' },
  failed: { en: 'failed', zh: '运行失败' },
  timed_out: { en: 'reached its time limit', zh: '运行超时' },
  out_of_memory: { en: 'ran out of memory', zh: '因内存不足被终止' },
  cancelled: { en: 'was cancelled', zh: '已取消' },
  stopped: { en: 'was stopped', zh: '已停止' },
  unknown: { en: 'ended (how is not known)', zh: '已结束（结束方式未知）' },
};

export const langOf = (value: string | null | undefined): Lang => (value === 'zh' || value === 'zh-cn' ? 'zh' : 'en');

/** The console's one time zone (ADR 0014): UTC+8. */
function consoleTime(value: Date | string): string {
  return `${new Date(new Date(value).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')} (UTC+8)`;
}

/** One line: the job's name and how it ended. */
export function endLine(n: NotificationRow, lang: Lang): string {
  return lang === 'zh' ? `作业「${n.job_name}」${ENDS[n.ended_as].zh}` : `Job "${n.job_name}" ${ENDS[n.ended_as].en}`;
}

export function mailOf(n: NotificationRow, lang: Lang, link: string): { subject: string; text: string } {
  const code = n.exit_code === null ? null : n.exit_code;
  const lines =
    lang === 'zh'
      ? [endLine(n, lang) + '。', code === null ? null : `退出码：${code}`, `结束时间：${consoleTime(n.ended_at)}`, `查看作业：${link}`]
      : [
          endLine(n, lang) + '.',
          code === null ? null : `Exit code: ${code}`,
          `Ended at: ${consoleTime(n.ended_at)}`,
          `See the job: ${link}`,
        ];
  return { subject: endLine(n, lang), text: `${lines.filter((line) => line !== null).join('\n')}\n` };
}
