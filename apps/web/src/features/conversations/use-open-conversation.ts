import { useLocation, useNavigate, useSearchParams } from 'react-router';

// The open conversation lives in the address, so a link (from a lead) can name it and the
// browser's Back returns from it to the list.
const CONVERSATION_PARAM = 'conversation';

interface EntryState {
  openedFromChatsList?: boolean;
}

/**
 * The conversation open in the Chats tab, kept in the address. Opening one from the list adds a
 * history entry; switching to another open one replaces it; back to the list undoes the entry.
 */
export function useOpenConversation() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get(CONVERSATION_PARAM) ?? undefined;
  const openedFromList = (location.state as EntryState | null)?.openedFromChatsList === true;

  const open = (id: string) =>
    setParams(
      withConversation(id),
      openId ? { replace: true, state: location.state } : { state: { openedFromChatsList: true } satisfies EntryState },
    );
  const backToList = () => {
    // The entry before this one is the list; arriving by a link there is none to go back to.
    if (openedFromList) navigate(-1);
    else setParams(withConversation(undefined), { replace: true });
  };
  return { openId, open, backToList };
}

const withConversation = (id: string | undefined) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  if (id) next.set(CONVERSATION_PARAM, id);
  else next.delete(CONVERSATION_PARAM);
  return next;
};
