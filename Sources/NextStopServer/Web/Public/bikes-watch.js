// The watch view: the live part refreshes itself every 30 s.
import { keepLive } from './bikes-live.js';

keepLive();
