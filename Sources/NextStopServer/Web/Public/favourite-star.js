// The star that saves a stop, or a route at a stop, to the visitor's favourites and takes it off again.
import { t, el, toast } from './core.js';
import { api } from './api.js';

let saved = null;

/** The visitor's favourites, fetched once per page (reading never registers the device). */
function savedFavourites() {
  saved ??= api('/favourites').then((list) => list.favourites, () => []);
  return saved;
}

function draw(button, favourite) {
  button.setAttribute('aria-pressed', favourite ? 'true' : 'false');
  button.replaceChildren(
    el('span', { class: 'star-glyph', 'aria-hidden': 'true' }, favourite ? '★' : '☆'),
    el('span', {}, favourite ? t('remove_favourite') : t('add_favourite')),
  );
}

/** Makes `button` the star of `stopId` (with `routeKey`, or the whole stop when null), resolving once it is drawn. */
export async function setUpStar(button, stopId, routeKey) {
  const matches = (favourite) => favourite.stop_id === stopId && (favourite.route_key ?? null) === (routeKey ?? null);
  let favourite = (await savedFavourites()).find(matches) ?? null;
  draw(button, favourite);
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      if (favourite) {
        await api(`/favourites/${favourite.id}`, { method: 'DELETE' });
        favourite = null;
        toast(t('removed'));
      } else {
        favourite = await api('/favourites', { method: 'POST', body: { stop_id: stopId, route_key: routeKey ?? null } });
        toast(t('saved'));
      }
      draw(button, favourite);
    } catch {
      toast(t('action_error'));
    } finally {
      button.disabled = false;
    }
  });
}
