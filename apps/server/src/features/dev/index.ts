// The dev feature's front door: the loopback check, for other routes that answer only this machine.
export { fromThisMachine } from './from-this-machine.js';
