// Keeps one block of arrivals fresh: loads it now, every 50 s, and on demand (at most once per 5 s, the wait shown on
// the button), and marks it stale when the server says so or when the last good load is too old.
import { t } from './core.js';

const REFRESH_MS = 50_000;
const COOLDOWN_MS = 5_000;
/** A good load older than this means refreshes are failing: what is shown may be wrong. */
const STALE_AFTER_MS = 80_000;
/** Upstream answers older than this (the API's `age_s`) are stale even when the server calls them fresh. */
const STALE_AGE_S = 90;

export class Refresher {
  /**
   * `load` fetches and draws, resolving to `{stale, ageS}` about what it drew; `button` refreshes on demand;
   * `status` shows when it was updated, on the clock of `timeZone`; `target` is the block marked stale. A block
   * `drawn` with the page counts as loaded now, so the first load waits for the first interval.
   */
  constructor({ load, button, status, target, timeZone = 'Asia/Hong_Kong', drawn = false }) {
    this.load = load;
    this.clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone,
    });
    this.drawn = drawn;
    this.button = button;
    this.status = status;
    this.target = target;
    this.lastSuccess = 0;
    this.serverStale = false;
    /** Whether the last refresh failed because the server could not be reached. */
    this.offline = false;
    this.cooldownUntil = 0;
    this.busy = false;
    this.timers = [];
    this.onClick = () => this.refreshNow();
    this.onReconnect = () => this.refresh();
    this.onVisible = () => {
      if (!document.hidden && Date.now() - this.lastSuccess > REFRESH_MS) this.refresh();
    };
  }

  start() {
    this.button?.addEventListener('click', this.onClick);
    document.addEventListener('nextstop:reconnected', this.onReconnect);
    document.addEventListener('visibilitychange', this.onVisible);
    this.timers.push(setInterval(() => this.refresh(), REFRESH_MS), setInterval(() => this.tick(), 1000));
    if (!this.drawn) return this.refresh();
    this.lastSuccess = Date.now();
    this.tick();
    return Promise.resolve();
  }

  stop() {
    this.button?.removeEventListener('click', this.onClick);
    document.removeEventListener('nextstop:reconnected', this.onReconnect);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.timers.forEach(clearInterval);
    this.timers = [];
  }

  /** A refresh the user asked for, ignored while the previous one cools down; resolves once it is drawn. */
  async refreshNow() {
    if (Date.now() < this.cooldownUntil) return;
    this.cooldownUntil = Date.now() + COOLDOWN_MS;
    this.tick();
    await this.refresh();
  }

  async refresh() {
    if (this.busy) return;
    this.busy = true;
    this.target?.classList.add('loading');
    try {
      const info = await this.load();
      this.lastSuccess = Date.now();
      this.offline = false;
      this.serverStale = Boolean(info?.stale) || (info?.ageS ?? 0) > STALE_AGE_S;
    } catch (error) {
      // The block keeps what it showed: marked at once when the server cannot be reached, else once it is too old.
      this.offline = error?.status === 0;
    } finally {
      this.busy = false;
      this.target?.classList.remove('loading');
      this.tick();
    }
  }

  /** Whether what is shown should no longer be trusted. */
  get stale() {
    return this.serverStale || this.offline || (this.lastSuccess > 0 && Date.now() - this.lastSuccess > STALE_AFTER_MS);
  }

  tick() {
    const waiting = Math.ceil((this.cooldownUntil - Date.now()) / 1000);
    if (this.button) {
      this.button.disabled = waiting > 0;
      this.button.textContent = waiting > 0 ? t('refresh_countdown', { n: waiting }) : t('refresh');
      this.button.title = waiting > 0 ? t('refresh_wait', { n: waiting }) : t('refresh');
    }
    const stale = this.stale;
    this.target?.classList.toggle('stale', stale);
    if (!this.status) return;
    this.status.classList.toggle('stale', stale);
    if (!this.lastSuccess) {
      this.status.textContent = '';
      return;
    }
    const time = this.clock.format(new Date(this.lastSuccess));
    if (this.offline) {
      this.status.textContent = t('saved_copy', { time, n: Math.floor((Date.now() - this.lastSuccess) / 60_000) });
      return;
    }
    const updated = t('updated_at', { time });
    this.status.textContent = stale ? `${t('stale')} · ${updated}` : updated;
  }
}
