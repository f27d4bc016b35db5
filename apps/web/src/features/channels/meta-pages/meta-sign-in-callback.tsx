import { PopupReturnPage } from '../../../ui/popup-return-page';
import { handOverMetaSignIn } from './meta-sign-in';

const handOver = (location: Location) => handOverMetaSignIn(location.hash);

/** Where Meta's login dialog returns (META_SIGN_IN_CALLBACK_PATH): hands the answer over and closes. */
export function MetaSignInCallback() {
  return <PopupReturnPage title="Signed in with Meta" handOver={handOver} />;
}
