import EducatApp
import EducatCommands
import WindowUI

Display.provideWindow { kiosk, title in try WindowFrontEnd(title: title, fullscreen: kiosk) }
Educat.start()
