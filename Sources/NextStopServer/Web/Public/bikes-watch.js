// The watch view: sorted by distance once the position is known; the live part refreshes itself every 30 s.
import { keepLive } from './bikes-live.js';
import { addNearWhenKnown } from './bikes-location.js';

addNearWhenKnown();
keepLive();
