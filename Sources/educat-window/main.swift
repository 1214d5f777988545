import EducatApp
import EducatCommands
import WindowUI

Display.provideWindow({ kiosk, title in try WindowFrontEnd(title: title, fullscreen: kiosk) },
                      screens: { content, width, height, path in
                          let image = try ScreenImage(content, width: width, height: height)
                          try image.writePNG(to: path + ".png")
                          try image.writeTargets(to: path + ".json")
                      })
Educat.start()
