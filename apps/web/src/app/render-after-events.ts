import { options } from 'preact';

/**
 * The app runs React's API on Preact (docs/decisions/performance.md, "Preact under the React
 * API"). Preact renders a state change in a microtask, as soon as the event's handlers have run:
 * like React for a key or a click, so that the next key pressed finds what the last one opened.
 * One case differs. A press on a radio or a checkbox is a `click`, then a `change`, dispatched by
 * the browser one after the other; a component re-rendered between the two (MUI's Rating, on the
 * click) resets the input, and the `change` never comes (mui/material-ui#27026; React reads the
 * change from the click itself). A render asked for during such a click waits for a task of its
 * own (a message to this channel, as React's scheduler uses), after the browser's `change`.
 */
const channel = new MessageChannel();
let queued: Array<() => void> = [];

channel.port1.onmessage = () => {
  const renders = queued;
  queued = [];
  for (const render of renders) render();
};

function afterThisTask(render: () => void) {
  queued.push(render);
  if (queued.length === 1) channel.port2.postMessage(null);
}

/** Whether the event being dispatched is the click of a radio or a checkbox (its `change` follows). */
function isToggleClick(event: Event | undefined): boolean {
  if (event?.type !== 'click') return false;
  const target = event.target;
  return target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
}

options.debounceRendering = (render) => {
  if (isToggleClick(window.event)) afterThisTask(render);
  else queueMicrotask(render);
};
