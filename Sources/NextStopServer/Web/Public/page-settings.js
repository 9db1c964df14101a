// The settings page: the display settings are plain forms; this forgets what the browser keeps for NextStop (the
// position, recent stops, Caltrain stations, Ask answers, offline copies). Cookies and favourites stay: the device
// keeps its token, so its favourites are still its own.
import './app.js';
import { t } from './core.js';

document.getElementById('forget-browser').addEventListener('click', () => {
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById('forget-status').textContent = t('settings_forgotten');
});
