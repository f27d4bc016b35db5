import { PopupReturnPage } from '../../../ui/popup-return-page';
import { handOverSignInCode } from '../whatsapp-embedded-signup';

const handOver = (location: Location) => handOverSignInCode(location.search);

/** Where Meta's embedded signup returns (WA_SIGN_IN_CALLBACK_PATH): hands the sign-in code over and closes. */
export function WhatsappSignInCallback() {
  return <PopupReturnPage title="Signed in with Meta" handOver={handOver} />;
}
