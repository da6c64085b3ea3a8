// The owner app as a first screen (issue 32 item 3): the change steps, thank-you, approved and 404
// pages, as the app's standalone page renders them (bootstrap.tsx), built apart without federation.
// The change path's pages are part of its first load here, so its HTML names their code with the rest
// and no page waits for its own code after the app's has run (the app's routes still load them
// lazily, which here finds them loaded). Check-existing fetches all of it ahead.
import '../features/owner-approval/ChangeFlow';
import '../features/owner-approval/ChangeStepPage';
import '../features/owner-approval/DonePages';
import '../bootstrap';
