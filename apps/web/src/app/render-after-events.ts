import { options } from 'preact';

/**
 * The app runs React's API on Preact (docs/decisions/performance.md, "Preact under the React
 * API"). Preact renders a state change in a microtask: between two events of one user action (a
 * radio's `click`, then its `change`), so that a component re-rendered by the first resets the
 * input before the browser fires the second, and the second never comes (MUI's Rating lost every
 * click: mui/material-ui#27026). React renders once the whole action is dispatched. So does the
 * app: renders are queued as a task of their own (a message to this channel, as React's scheduler
 * does), after the events the browser already has in hand.
 */
const channel = new MessageChannel();
let queued: Array<() => void> = [];

channel.port1.onmessage = () => {
  const renders = queued;
  queued = [];
  for (const render of renders) render();
};

options.debounceRendering = (render) => {
  queued.push(render);
  if (queued.length === 1) channel.port2.postMessage(null);
};
