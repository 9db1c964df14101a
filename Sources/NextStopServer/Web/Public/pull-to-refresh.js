// Pulling a page down from its top refreshes what it shows, as phone apps do: a strip follows the finger, says when
// letting go will refresh, and stays while the refresh runs. The browser's own pull (which reloads the whole page)
// is turned off where this one works.
import { t, el } from './core.js';

/** How far, in CSS pixels, the finger must pull before letting go refreshes. */
const THRESHOLD_PX = 70;
/** The strip moves at this fraction of the finger, so a pull feels held back. */
const RESISTANCE = 0.5;

/** Makes a pull from the page's top call `refresh` (which may return a promise). */
export function enablePullToRefresh(refresh) {
  const strip = el('div', { class: 'pull-strip', 'aria-hidden': 'true' });
  document.body.append(strip);
  document.documentElement.classList.add('pull-refreshes');
  let startY = null;
  let pulled = 0;
  let busy = false;

  const show = (distance, key) => {
    strip.textContent = t(key);
    strip.style.transform = `translateY(${Math.min(distance, THRESHOLD_PX * 1.5) - strip.offsetHeight}px)`;
    strip.classList.toggle('ready', key !== 'pull_to_refresh');
  };
  const hide = () => {
    strip.style.transform = '';
    strip.classList.remove('ready');
  };

  window.addEventListener('touchstart', (event) => {
    startY = !busy && window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0].clientY : null;
    pulled = 0;
  }, { passive: true });
  window.addEventListener('touchmove', (event) => {
    if (startY === null) return;
    pulled = Math.max(0, event.touches[0].clientY - startY) * RESISTANCE;
    if (pulled > 0) show(pulled, pulled >= THRESHOLD_PX ? 'release_to_refresh' : 'pull_to_refresh');
    else hide();
  }, { passive: true });
  const end = async () => {
    if (startY === null) return;
    startY = null;
    if (pulled < THRESHOLD_PX) return hide();
    busy = true;
    show(THRESHOLD_PX, 'refreshing');
    try {
      await refresh();
    } finally {
      busy = false;
      hide();
    }
  };
  window.addEventListener('touchend', end, { passive: true });
  window.addEventListener('touchcancel', () => {
    startY = null;
    hide();
  }, { passive: true });
}
