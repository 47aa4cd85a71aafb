/**
 * The options of a picker searched on the server as typing pauses (MUI's Autocomplete over a
 * query keyed by the debounced search, its previous answer kept meanwhile). Until the search typed
 * is the one answered, it offers none and says it is loading: the list answered for an earlier
 * search would change under the pointer when the answer comes, and a click could take another
 * entry than the one aimed at.
 */
export function searchedOptions<T>(
  typed: string,
  asked: string,
  answer: { data: readonly T[] | undefined; isPlaceholderData: boolean; isFetching: boolean },
): { options: readonly T[]; loading: boolean } {
  const answered = typed.trim() === asked && !answer.isPlaceholderData;
  return { options: answered ? (answer.data ?? []) : [], loading: !answered || answer.isFetching };
}
