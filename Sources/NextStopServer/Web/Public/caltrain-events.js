// Events near a Caltrain station, as both the trains tab (tonight at the destination) and the events tab (any
// station, today or one of the six days after it) list them.
import { el } from './core.js';

/** One event: its name (a link to its page when there is one), then its start time and venue. */
export function eventItem(event) {
  const details = [event.starts.split('T')[1], event.venue].filter(Boolean).join(' · ');
  return el('li', { class: 'caltrain-event' },
    event.url ? el('a', { href: event.url, rel: 'noopener' }, event.name) : event.name,
    details ? ` · ${details}` : '');
}
