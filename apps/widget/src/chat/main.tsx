import { createRoot } from 'react-dom/client';
import { ChatApp } from './chat-app.js';
import { ChatErrorBoundary } from './error-boundary.js';
import { readFrameAddress } from './frame-address.js';
import { followHostPage } from './host-page.js';
// DM Sans, the widget's default font, from our own files: latin, in the two weights the chat uses.
import './fonts.css';
import './chat.css';

const root = document.getElementById('root');
const address = readFrameAddress(window.location);
if (address) followHostPage(address);
if (root) {
  createRoot(root).render(
    address ? (
      <ChatErrorBoundary>
        <ChatApp address={address} />
      </ChatErrorBoundary>
    ) : (
      <p className="note">This chat address is not valid.</p>
    ),
  );
}
