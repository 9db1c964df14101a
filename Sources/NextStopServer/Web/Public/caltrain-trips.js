// The Caltrain trips the rider marked as taken, kept in this browser only, and what they add up to: trips, the
// streak of days in a row, the distance along the line and the CO₂ a car would have put out over it.

import { metresBetween } from './core.js';

const TRIPS_KEY = 'nextstop.caltrain.trips';
/**
 * Grams of CO₂ a typical US passenger vehicle puts out per mile: US EPA, "Tailpipe Greenhouse Gas Emissions from a
 * Typical Passenger Vehicle" (EPA-420-F-23-014, June 2023), 8,887 g per gallon of gasoline at 22.2 miles per gallon.
 * The train's own share is not subtracted: the figure is what driving the same distance would have emitted.
 */
export const CAR_GRAMS_PER_MILE = 400;
const METRES_PER_MILE = 1609.344;

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' });

/** Every trip kept, oldest first: `{id, train, day, from, to, fromName, toName, miles}`. */
export function takenTrips() {
  try {
    const trips = JSON.parse(localStorage.getItem(TRIPS_KEY) ?? '[]');
    return Array.isArray(trips) ? trips : [];
  } catch {
    return [];
  }
}

function keep(trips) {
  localStorage.setItem(TRIPS_KEY, JSON.stringify(trips));
}

/** The id of `train` between `from` and `to` on its service day: marking it twice keeps it once. */
export function tripID(train, from, to) {
  return `${train.service_date}:${train.train}:${from.id}:${to.id}`;
}

/** Marks `train` from station `from` to `to` as taken, `stations` being the line north to south. */
export function markTaken(train, from, to, stations) {
  const id = tripID(train, from, to);
  const trips = takenTrips().filter((trip) => trip.id !== id);
  trips.push({
    id, train: train.train, day: train.service_date ?? pacificDay.format(new Date()), from: from.id, to: to.id,
    fromName: from.name, toName: to.name, miles: milesAlong(stations, from.id, to.id),
  });
  keep(trips);
}

export function forget(id) {
  keep(takenTrips().filter((trip) => trip.id !== id));
}

/** Miles along the line between two stations: the sum of the straight hops between the stations in between. */
export function milesAlong(stations, fromID, toID) {
  const [a, b] = [stations.findIndex((s) => s.id === fromID), stations.findIndex((s) => s.id === toID)].sort((x, y) => x - y);
  if (a < 0) return 0;
  let metres = 0;
  for (let index = a; index < b; index += 1) metres += metresBetween(stations[index], stations[index + 1]);
  return metres / METRES_PER_MILE;
}

/** Days in a row, up to today or yesterday (Pacific time), with at least one trip; 0 once a day is missed. */
export function streak(trips, now = new Date()) {
  const days = new Set(trips.map((trip) => trip.day));
  const cursor = new Date(`${pacificDay.format(now)}T12:00:00Z`);
  if (!days.has(cursor.toISOString().slice(0, 10))) cursor.setUTCDate(cursor.getUTCDate() - 1);
  let count = 0;
  while (days.has(cursor.toISOString().slice(0, 10))) {
    count += 1;
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return count;
}

/** What the trips add up to: how many, the streak, the miles and the kilograms of CO₂ a car would have emitted. */
export function insights(trips, now = new Date()) {
  const miles = trips.reduce((sum, trip) => sum + (trip.miles || 0), 0);
  return { trips: trips.length, streak: streak(trips, now), miles, co2Kg: (miles * CAR_GRAMS_PER_MILE) / 1000 };
}
