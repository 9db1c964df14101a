// Reordering a list by dragging a row's grip, with a finger, a pen or a mouse alike (pointer events: HTML drag and
// drop never starts on a touch screen). The row moves among its siblings as the pointer crosses their middles, and
// the new order is handed over once it is let go; a cancelled drag puts the row back.
import { t, el } from './core.js';

/** A grip for a row of a list `enableDragOrder` runs on. */
export function dragGrip() {
  return el('button', { type: 'button', class: 'drag-grip', 'aria-label': t('drag_to_reorder'), title: t('drag_to_reorder') }, '⠿');
}

/**
 * Lets the rows (`rowSelector`) of `list` be dragged by their `.drag-grip`; `onOrder(rows)` gets the rows in their
 * new order after a drag that changed it.
 */
export function enableDragOrder(list, rowSelector, onOrder) {
  let drag = null;
  const rows = () => [...list.querySelectorAll(`:scope > ${rowSelector}`)];

  list.addEventListener('pointerdown', (event) => {
    const grip = event.target.closest('.drag-grip');
    const row = grip?.closest(rowSelector);
    if (!row || row.parentElement !== list || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    grip.setPointerCapture(event.pointerId);
    drag = { row, pointerId: event.pointerId, before: rows() };
    row.classList.add('dragging');
  });
  list.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const next = rows().find((row) => {
      if (row === drag.row) return false;
      const box = row.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2;
    });
    if (next !== drag.row.nextElementSibling) list.insertBefore(drag.row, next ?? null);
  });
  const finish = (event, keep) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { row, before } = drag;
    drag = null;
    row.classList.remove('dragging');
    const after = rows();
    if (!keep) {
      list.append(...before);
      return;
    }
    if (after.some((item, index) => item !== before[index])) onOrder(after);
  };
  list.addEventListener('pointerup', (event) => finish(event, true));
  list.addEventListener('pointercancel', (event) => finish(event, false));
}
