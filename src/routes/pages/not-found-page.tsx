import { MessagePage } from "../../views/message-page";

export const NOT_FOUND_TITLE = "404 Page Not Found";

export function NotFoundPage() {
  return (
    <MessagePage heading={NOT_FOUND_TITLE} action={{ href: "/", label: "Go home" }}>
      <p>The page you are looking for does not exist or has moved.</p>
    </MessagePage>
  );
}
