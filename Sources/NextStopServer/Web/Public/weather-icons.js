// The weather icons, drawn as inline SVG so every WMO code shows a picture whatever fonts the device has (an emoji
// the fonts lack is an empty box). The server names one of nine icons per code; an unknown name draws the cloud.
const SVG = 'http://www.w3.org/2000/svg';
const CLOUD = 'M7 17h10a3.5 3.5 0 0 0 .4-7A5 5 0 0 0 7.8 9.2 3.9 3.9 0 0 0 7 17z';
const SMALL_CLOUD = 'M7 13h10a3 3 0 0 0 .3-6A4.5 4.5 0 0 0 8.6 6 3.5 3.5 0 0 0 7 13z';

// Each icon as shapes on a 24 × 24 grid: [tag, attributes].
const SHAPES = {
  sun: [
    ['circle', { cx: 12, cy: 12, r: 4.5, fill: '#ffcf33' }],
    ['path', { d: 'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1', stroke: '#ffcf33', 'stroke-width': 2, 'stroke-linecap': 'round' }],
  ],
  cloud: [['path', { d: CLOUD, fill: '#c9d1dc' }]],
  moon: [['path', { d: 'M15.5 3.5a8.5 8.5 0 1 0 5 13.6A7 7 0 0 1 15.5 3.5z', fill: '#ffe08a' }]],
  fog: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M4 16h16M6 19.5h12', stroke: '#c9d1dc', 'stroke-width': 2, 'stroke-linecap': 'round' }],
  ],
  drizzle: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M8 17v.5M12 19v.5M16 17v.5', stroke: '#6cb6ff', 'stroke-width': 2.2, 'stroke-linecap': 'round' }],
  ],
  rain: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M8 15.5l-1.5 4M12 15.5l-1.5 4M16 15.5l-1.5 4', stroke: '#6cb6ff', 'stroke-width': 2, 'stroke-linecap': 'round' }],
  ],
  snow: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M8 16v3M6.7 17.5h2.6M16 16v3M14.7 17.5h2.6M12 18.5v3M10.7 20h2.6', stroke: '#ffffff', 'stroke-width': 1.4, 'stroke-linecap': 'round' }],
  ],
  storm: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M13 13l-3.5 5h3l-1.5 4.5 5-6.5h-3l1.5-3z', fill: '#ffcf33' }],
  ],
  ice: [
    ['path', { d: SMALL_CLOUD, fill: '#c9d1dc' }],
    ['path', { d: 'M8 15.5l-1.5 4M16 15.5l-1.5 4', stroke: '#6cb6ff', 'stroke-width': 2, 'stroke-linecap': 'round' }],
    ['path', { d: 'M12 15.5l1.8 2.5-1.8 2.5-1.8-2.5z', fill: '#ffffff' }],
  ],
};

/** The icon called `name` as an `<svg>` element, hidden from screen readers (the summary beside it says it). */
export function weatherIcon(name) {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [key, value] of Object.entries({ viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': 'true', class: 'weather-icon' })) {
    svg.setAttribute(key, String(value));
  }
  svg.dataset.icon = SHAPES[name] ? name : 'cloud';
  for (const [tag, attributes] of SHAPES[svg.dataset.icon]) {
    const shape = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, String(value));
    if (!attributes.fill) shape.setAttribute('fill', 'none');
    svg.append(shape);
  }
  return svg;
}
