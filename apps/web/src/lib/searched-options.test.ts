import { describe, expect, it } from 'vitest';
import { searchedOptions } from './searched-options.ts';

const answer = (data: string[] | undefined, isPlaceholderData = false, isFetching = false) => ({
  data,
  isPlaceholderData,
  isFetching,
});

describe('the options of a picker searched on the server', () => {
  it('are the answer to the search typed, once it is answered', () => {
    expect(searchedOptions(' feedback ', 'feedback', answer(['Effective Feedback']))).toEqual({
      options: ['Effective Feedback'],
      loading: false,
    });
  });

  it('are none, loading, while the typed search waits for its pause or its answer', () => {
    // Typed on; the debounced search is still the earlier one.
    expect(searchedOptions('feedback', 'feed', answer(['Feedback 1', 'Feeding']))).toEqual({
      options: [],
      loading: true,
    });
    // Asked; the earlier answer is kept meanwhile.
    expect(searchedOptions('feedback', 'feedback', answer(['Feeding'], true, true))).toEqual({
      options: [],
      loading: true,
    });
  });

  it('stay while the same search is fetched again', () => {
    expect(searchedOptions('', '', answer(['A', 'B'], false, true))).toEqual({ options: ['A', 'B'], loading: true });
  });
});
